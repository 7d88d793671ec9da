// A block's section is a landmark: it is named by its h2 when there is one, else by `label` (WCAG 1.3.1, 2.4.6).

/** The section's naming props (spread them on the section) and its h2, or null without a heading. */
export function sectionHeading(
  id: string,
  text: string | undefined,
  className: string | undefined,
  label?: string,
) {
  return {
    name: text ? { 'aria-labelledby': id } : { 'aria-label': label },
    heading: text ? (
      <h2 id={id} className={className}>
        {text}
      </h2>
    ) : null,
  }
}
