import type { ReactNode } from '../framework';
import { Link } from '../router';
import { ui } from '../ui';
import { useReviewT } from './messages';
import * as css from './review.css';

/**
 * A case in a list: number, kind and "waiting for you" on top, the title, a line of who it concerns (server
 * text), the badges and a footer. The area decides the route and fills the lines.
 */
export function CaseCard(props: {
  href: string;
  id: string;
  kind: string;
  mine: boolean;
  title: string;
  parties: ReactNode;
  badges: ReactNode;
  footer: ReactNode;
}) {
  const t = useReviewT();
  return (
    <Link href={props.href} className={css.caseCard} data-case={props.id}>
      <div className={css.caseTop}>
        <span className={css.mono}>{props.id}</span>
        <span>{props.kind}</span>
        {props.mine && <span className={css.mine}>● {t('review.list.mine')}</span>}
      </div>
      <p className={`${css.caseTitle} ${ui.wrapAny}`}>{props.title}</p>
      <div className={`${ui.muted} ${ui.wrapAny}`}>{props.parties}</div>
      <div className={css.caseMeta} style={{ marginTop: '8px' }}>
        {props.badges}
      </div>
      <div className={ui.muted} style={{ marginTop: '6px' }}>
        {props.footer}
      </div>
    </Link>
  );
}
