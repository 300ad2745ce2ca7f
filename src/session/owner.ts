import { $session, loggedIn } from './index';

/**
 * Answers belong to the session that asked. Captures that session now; the returned check says whether an
 * answer arriving later still belongs here: not after a logout or a user switch. The token decides; a renewed
 * token (a `newtoken` header) still belongs to the same named user.
 */
export function askingSession(): () => boolean {
  const { access_token: asked, userNo: askedBy } = $session.get();
  return () => {
    const { access_token: token, userNo } = $session.get();
    return loggedIn() && (token === asked || (!!userNo && userNo === askedBy));
  };
}

/**
 * Runs `keep` with the signed-in user's number: at once when it is known, or, after a launch by token alone,
 * once the profile names the user of this same session (never for a later one).
 */
export function whenNamed(keep: (userNo: string) => void): void {
  const { access_token: token, userNo } = $session.get();
  if (userNo) {
    keep(userNo);
    return;
  }
  const stop = $session.listen((info) => {
    if (info.access_token !== token) stop();
    else if (info.userNo) {
      stop();
      keep(info.userNo);
    }
  });
}
