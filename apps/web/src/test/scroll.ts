/**
 * jsdom lays nothing out and has no `Element.scrollIntoView`. `stubScrollIntoView` puts one in
 * that notes the id of each element scrolled to; `restore` takes it out again.
 */
export function stubScrollIntoView(): { scrolled: string[]; restore: () => void } {
  const scrolled: string[] = [];
  Object.defineProperty(Element.prototype, 'scrollIntoView', {
    value(this: Element) {
      scrolled.push(this.id);
    },
    configurable: true,
  });
  return {
    scrolled,
    restore: () => Reflect.deleteProperty(Element.prototype, 'scrollIntoView'),
  };
}
