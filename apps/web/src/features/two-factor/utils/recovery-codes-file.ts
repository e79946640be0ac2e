/** The .txt a user downloads: the codes one per line, with what they are for. */
export function recoveryCodesText(codes: string[], email: string | undefined, generatedAt: Date): string {
  return [
    'Escazo recovery codes',
    email ? `Account: ${email}` : null,
    `Generated: ${generatedAt.toISOString().slice(0, 10)}`,
    '',
    'Each code signs you in once when you cannot get a verification code.',
    'Keep them somewhere safe.',
    '',
    ...codes,
    '',
  ]
    .filter((line) => line !== null)
    .join('\n');
}

/** The QR code (SVG markup from the server) as an image source; the CSP allows data: images. */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** "JBSWY3DPEHPK3PXP" → "JBSW Y3DP EHPK 3PXP": easier to type into an app. */
export function groupSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}
