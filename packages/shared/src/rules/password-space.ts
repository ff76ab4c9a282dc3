/**
 * Whether a password starts or ends with whitespace. Passwords are kept exactly as typed, so such a
 * password works only typed the same way again; the forms say so under the field (decision 2311).
 */
export const hasEdgeSpace = (password: string): boolean => /^\s|\s$/.test(password);
