/** The entry routes, apart from the route table so the loader can name them without carrying the table. */
export const LOGIN_PATH = '/pages/login/login';
export const SRM_LOGIN_PATH = '/pages/SRM/login/login';
export const HOME_PATH = '/pages/index/index';
export const MY_PATH = '/pages/my/my';
