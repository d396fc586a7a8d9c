/**
 * base64url for the page cursors: clients treat a cursor as opaque, and it needs no escaping in a
 * URL. Cursors hold ASCII only (times, numbers, ids), which `btoa` and `atob` take on both sides.
 */
export const toBase64Url = (text: string): string =>
  btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** The text of a base64url value; throws when it is not base64url. */
export const fromBase64Url = (value: string): string =>
  atob(value.replace(/-/g, '+').replace(/_/g, '/'));
