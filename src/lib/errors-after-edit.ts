/**
 * A form's field messages after an edit (issue 18 item 4): a message goes as soon as its field is
 * valid, and no new one appears while typing (those wait for the next submit). A message the device
 * cannot check itself (the server's refusal) stays until its field is changed.
 */
export function errorsAfterEdit<E extends { [field: string]: string | undefined }>(
  shown: E,
  now: E,
  changed: (field: string) => boolean,
): E {
  const out: { [field: string]: string | undefined } = {}
  for (const field of Object.keys(shown)) {
    if (shown[field] === undefined) continue
    if (now[field] !== undefined) out[field] = now[field]
    else if (!changed(field)) out[field] = shown[field]
  }
  return out as E
}

/** The fields whose values differ between two versions of a draft. */
export function changedBetween<T extends object>(before: T, after: T) {
  return (field: string) =>
    (before as Record<string, unknown>)[field] !== (after as Record<string, unknown>)[field]
}
