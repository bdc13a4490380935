// What every judge shares with the engine's lexicon (wordgames/lexicon.py).

/** The form words are stored in (lexicon.normalize): NFC, trimmed, lower case. */
export const normalize = (word) => String(word).normalize("NFC").trim().toLowerCase();
