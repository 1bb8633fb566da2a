import { Font } from '@react-pdf/renderer';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const file = (path: string) => require.resolve(path);

/** Families of the PDF: Lora for headings (the site's book serif), Source Sans 3 for text. Both cover all of Latin-1 and more. */
export const SERIF = 'Lora';
export const SANS = 'SourceSans3';

let registered = false;

/**
 * Registers the embedded fonts once per process (react-pdf keeps them in a global store). The TTF files come with
 * npm packages, so every machine renders the same PDF without system fonts. Only the glyphs used are embedded.
 */
export function registerPdfFonts() {
  if (registered) return;
  registered = true;
  Font.register({
    family: SERIF,
    fonts: [
      {
        src: file('@expo-google-fonts/lora/500Medium/Lora_500Medium.ttf'),
        fontWeight: 500,
      },
      {
        src: file('@expo-google-fonts/lora/600SemiBold/Lora_600SemiBold.ttf'),
        fontWeight: 600,
      },
      // Staff's headings may hold italic runs; react-pdf finds a near weight, but never a missing style.
      {
        src: file('@expo-google-fonts/lora/500Medium_Italic/Lora_500Medium_Italic.ttf'),
        fontWeight: 500,
        fontStyle: 'italic',
      },
      {
        src: file('@expo-google-fonts/lora/600SemiBold_Italic/Lora_600SemiBold_Italic.ttf'),
        fontWeight: 600,
        fontStyle: 'italic',
      },
    ],
  });
  Font.register({
    family: SANS,
    fonts: [
      {
        src: file('@expo-google-fonts/source-sans-3/400Regular/SourceSans3_400Regular.ttf'),
        fontWeight: 400,
      },
      {
        src: file('@expo-google-fonts/source-sans-3/400Regular_Italic/SourceSans3_400Regular_Italic.ttf'),
        fontWeight: 400,
        fontStyle: 'italic',
      },
      {
        src: file('@expo-google-fonts/source-sans-3/600SemiBold/SourceSans3_600SemiBold.ttf'),
        fontWeight: 600,
      },
      {
        src: file('@expo-google-fonts/source-sans-3/700Bold/SourceSans3_700Bold.ttf'),
        fontWeight: 700,
      },
    ],
  });
  Font.registerHyphenationCallback(breakLongWords);
}

const LONGEST_UNBROKEN = 18;

/**
 * Where a word may break. Ordinary words never break (German texts read badly with English hyphenation rules);
 * a word longer than a narrow column (a compound of 40 letters, a pasted URL) breaks into pieces, so it wraps
 * instead of running over the edge.
 */
export function breakLongWords(word: string): string[] {
  if (word.length <= LONGEST_UNBROKEN) return [word];
  const parts: string[] = [];
  for (let start = 0; start < word.length; start += 12) parts.push(word.slice(start, start + 12));
  return parts;
}
