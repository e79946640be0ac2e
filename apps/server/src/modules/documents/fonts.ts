import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';

/**
 * Noto Sans JP, regular and bold: Latin with the accents of English, Spanish, French and German
 * (and Vietnamese), Japanese kana and kanji, arrows and currency signs, from the npm package.
 */
const FILES = {
  regular: '@expo-google-fonts/noto-sans-jp/400Regular/NotoSansJP_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans-jp/700Bold/NotoSansJP_700Bold.ttf',
} as const;

type Fontkit = Parameters<PDFDocument['registerFontkit']>[0];
type FontBytes = Record<keyof typeof FILES, Uint8Array>;

let bytes: FontBytes | null = null;
/** The font files, read once per process (each CPU-pool worker keeps its own copy). */
function fontBytes(): FontBytes {
  if (!bytes) {
    const require = createRequire(import.meta.url);
    const read = (file: string) => new Uint8Array(readFileSync(require.resolve(file)));
    bytes = { regular: read(FILES.regular), bold: read(FILES.bold) };
  }
  return bytes;
}

/** fontkit that parses each font file once: every later document subsets the same parsed font. */
const parsed = new Map<Uint8Array, ReturnType<Fontkit['create']>>();
const onceFontkit: Fontkit = {
  create(data) {
    const key = data as Uint8Array;
    let font = parsed.get(key);
    if (!font) parsed.set(key, (font = fontkit.create(key)));
    return font;
  },
};

/**
 * Text is laid out glyph by glyph, without the font's substitution and positioning features: the
 * documents' Latin and Japanese text (composed to NFC first) needs none of them, kerning moves a
 * line by about 0.2 %, and shaping made every measured line five to six times slower.
 */
const PLAIN = {
  ccmp: false,
  locl: false,
  rlig: false,
  liga: false,
  clig: false,
  calt: false,
  kern: false,
  mark: false,
  mkmk: false,
};

/** The document's regular and bold fonts, embedded as subsets: only the glyphs it draws are written. */
export async function embedTextFonts(doc: PDFDocument): Promise<{ regular: PDFFont; bold: PDFFont }> {
  doc.registerFontkit(onceFontkit);
  const files = fontBytes();
  const [regular, bold] = await Promise.all([
    doc.embedFont(files.regular, { subset: true, features: PLAIN }),
    doc.embedFont(files.bold, { subset: true, features: PLAIN }),
  ]);
  return { regular, bold };
}
