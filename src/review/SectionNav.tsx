import { Link } from '../router';
import * as css from './review.css';
import { chip } from '../ui/chip.css';

/** An area's sections as one row of chips under the navigation bar; the current route is marked. */
export function SectionNav({
  label,
  current,
  links,
}: {
  label: string;
  current: string;
  links: ReadonlyArray<readonly [href: string, text: string]>;
}) {
  return (
    <nav className={css.areaNav} aria-label={label}>
      {links.map(([href, text]) => (
        <Link key={href} href={href} className={chip} aria-current={href === current ? 'page' : undefined}>
          {text}
        </Link>
      ))}
    </nav>
  );
}
