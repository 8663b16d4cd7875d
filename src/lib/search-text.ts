/**
 * Text as the parts search compares it, so that a visitor finds a product however they
 * spell it: lower case; no diacritics (Latin accents, Arabic short vowels and shadda, the
 * tatweel that stretches a word); the Arabic letters people type interchangeably folded
 * into one (أ إ آ ٱ -> ا, ؤ -> و, ئ ى -> ي, ة -> ه); Arabic-Indic digits as Western ones;
 * no invisible formatting characters (the left-to-right isolates around "200 µm" on Arabic
 * pages, content-model/left-to-right-runs.ts), and a no-break space as a space.
 * One character of the result per character of a letter of the input is not promised:
 * compare only results of this function with each other.
 */

const FOLDED: Readonly<Record<string, string>> = {
  "\u0671": "\u0627", // ٱ alef wasla -> ا
  "\u0629": "\u0647", // ة taa marbuta -> ه
  "\u0649": "\u064A", // ى alef maqsura -> ي
};

/** Arabic-Indic (٠-٩) and Eastern Arabic-Indic (۰-۹) digits. */
const ARABIC_DIGIT = /[\u0660-\u0669\u06F0-\u06F9]/g;

export function searchText(text: string): string {
  return (
    text
      // Decomposing splits أ into ا + hamza, آ into ا + madda, ئ into ي + hamza, é into e + accent...
      .normalize("NFD")
      // ...and the marks go, with the Arabic short vowels and the tatweel (ـ).
      .replace(/[\p{M}\u0640]/gu, "")
      .replace(/\p{Cf}/gu, "")
      .replace(/\u00a0/g, " ")
      .replace(/[\u0671\u0629\u0649]/g, (letter) => FOLDED[letter])
      .replace(ARABIC_DIGIT, (digit) => String(digit.charCodeAt(0) & 0xf))
      .toLocaleLowerCase("en")
  );
}
