/** Core strings that the first screen does not show: errors, prompts, lists, language names. Loaded with the
 * first dialog, area or lazy page (see ../kit.ts). */
export default {
  error: {
    badCredentials: 'Incorrect account or password.',
    userNotFound: 'The user information cannot be found.',
    notLoggedIn: 'You are not logged in, please try again.',
    server: 'Server error, please try again later.',
    getFailed: 'Get failed, please try again.',
    noRecord: 'No record found.',
    deleteFailed: 'Delete failed, please try again later.',
    underDevelopment: 'This feature is under development.',
    fileTypeUnsupported: 'This file type does not support viewing.',
    formTypeUnsupported: 'Form type not supported for viewing, go to the electronic signature system to operate.',
    nonAuthoritative: 'You do not have permission to view this information.',
    timeout: 'The request timed out, please try again.',
    aborted: 'The request was cancelled.',
    socketConnect: 'Could not connect to the server, please try again.',
    socketNotOpen: 'The connection is not open, please try again.',
    badAddress: 'The link you opened is not valid.',
    locked: 'Too many wrong attempts. It is locked for a while; please try again later.',
  },
  files: { title: 'File preview' },
  confirm: {
    logout: 'Log out now?',
    delete: 'Delete this item? It cannot be restored.',
    submit: 'Submit this data?',
    submitSign: 'Submit for signing?',
  },
  ptr: {
    pulling: 'Pull down to refresh',
    reached: 'Release to refresh',
    refreshing: 'Refreshing…',
    restoring: 'Updated',
  },
  zoom: { in: 'Zoom in', out: 'Zoom out' },
  list: { end: '{{total}} records, all shown', more: 'Load more' },
  sign: { underApproval: 'Under approval', approvedPass: 'Approved', approvedReturn: 'Returned' },
  /** Punctuation that joins a label to its value, and the items of a list: never written in code. */
  join: { label: '{{label}}: ', labelValue: '{{label}}: {{value}}', list: ', ' },
  lang: {
    en: 'English',
    'zh-Hans': '简体中文',
    'zh-Hant': '繁體中文',
    ja: '日本語',
    auto: 'Automatic (follow the system)',
  },
};
