import { axeSuite } from './support/quality-a11y-suite';

/**
 * The axe suite in the dark scheme: every route, signed out and signed in, with colour contrast, with the
 * browser preferring dark (the demo host mounts with theme scheme 'auto'). One language: the palette, not the
 * words, is what changes.
 */
await axeSuite(['en'], 'dark');
