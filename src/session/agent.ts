/** What the user agent tells: the platform, and whether we run inside the enterprise messaging app. */
export function detect(userAgent: string) {
  return {
    IsIOS: /iPhone|iPad|iPod/i.test(userAgent),
    IsAndroid: /Android/i.test(userAgent),
    inMessagingApp: /wxwork/i.test(userAgent),
  };
}
