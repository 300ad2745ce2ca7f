/**
 * The shell chunk: the widget runtime and the map of area chunks. Importing the area map from here (not from
 * loader/index.ts) tells the bundler that an area always loads after the shell, so code the shell already has
 * is never split into extra files for the areas.
 */
export { mountShell } from '../src/shell/mount';
export { areas } from './areas';
export { preloadFirstScreen } from './preload';
