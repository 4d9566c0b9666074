import classes from './club-map.module.css';
import type { MapClub, PopupLink } from './map-clubs';
import { popupContent } from './map-clubs';

/**
 * A marker's popup: the club's name and its links drawn as the theme's buttons (Find out more filled, Tee
 * times outlined), never the browser's default blue links. The links navigate inside the app.
 */
export function popupBody(
  club: MapClub,
  t: (key: PopupLink['key']) => string,
  navigate: (href: string) => void,
  /** A link before the club's own (the network search's earliest time), drawn filled. */
  first?: { text: string; href: string },
): HTMLDivElement {
  const content = popupContent(club);
  const links = [
    ...(first ? [{ text: first.text, href: first.href }] : []),
    ...content.links.map((link) => ({ text: t(link.key), href: link.href })),
  ];
  const body = document.createElement('div');
  const title = document.createElement('strong');
  title.className = classes.popupTitle ?? '';
  title.textContent = content.title;
  const actions = document.createElement('div');
  actions.className = classes.popupActions ?? '';
  links.forEach((link, index) => {
    const a = document.createElement('a');
    a.href = link.href;
    a.textContent = link.text;
    a.className = classes.popupButton ?? '';
    a.dataset.variant = index === 0 ? 'filled' : 'outline';
    a.addEventListener('click', (event) => {
      event.preventDefault();
      navigate(link.href);
    });
    actions.append(a);
  });
  body.append(title, actions);
  return body;
}
