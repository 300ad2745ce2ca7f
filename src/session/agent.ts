/** What the user agent tells: the platform, whether we run inside the enterprise messaging app, and its scheme. */
export function detect(userAgent: string) {
  return {
    IsIOS: /iPhone|iPad|iPod/i.test(userAgent),
    IsAndroid: /Android/i.test(userAgent),
    inMessagingApp: /wxwork/i.test(userAgent),
    // The messaging app adds ColorScheme/Dark to its user agent while its own dark mode is on.
    darkMode: /ColorScheme\/Dark/i.test(userAgent),
  };
}
