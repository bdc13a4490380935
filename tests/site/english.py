"""Finding English on a page that should be in another language (the Bokmål and Swedish tests).

``english_pattern(lang)`` matches the English of the catalogue, cut at its parameters, where
``lang``'s catalogue does not write the same words (names, "Start"), plus any common English
word given; ``english_on(page, pattern)`` lists each text of the page it finds English in.
"""

from __future__ import annotations

import re

from wordgames.messages import catalogue_groups

PLACEHOLDER = re.compile(r"\{\w+\}")

#: Every text of the interface: text nodes (not scripts, styles or the puzzle's own word lists,
#: whose words are the puzzle's language anyway), the attributes a screen reader or a pointer
#: shows, and the document's title.
TEXTS = """() => {
    const words = "#results-list, #words, #chain, #pairs, #best";
    const texts = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.parentElement.closest(`script, style, noscript, template, ${words}`) && node.textContent.trim()) {
            texts.push(node.textContent);
        }
    }
    for (const element of document.querySelectorAll("[aria-label], [placeholder], [title], [aria-valuetext]")) {
        if (element.closest(words)) continue;
        for (const name of ["aria-label", "placeholder", "title", "aria-valuetext"]) {
            if (element.hasAttribute(name)) texts.push(element.getAttribute(name));
        }
    }
    return texts;
}"""


def catalogue_texts(lang: str) -> list[str]:
    """Every text of ``lang``'s catalogue that the page shows (its own and the engine's)."""
    groups = catalogue_groups(lang)
    return [text for group in ("page", "engine") for value in groups[group].values()
            for text in (value.values() if isinstance(value, dict) else [value])]


def english_pattern(lang: str, words: tuple[str, ...] = ()) -> re.Pattern:
    """English no text of ``lang`` holds: the catalogue's fragments of four letters or more, and ``words``."""
    theirs = " ".join(catalogue_texts(lang))
    fragments = {fragment for text in catalogue_texts("en") for fragment in
                 (part.strip(" .,;:()…–-") for part in PLACEHOLDER.split(text.lstrip("^")))
                 if len(fragment) > 3 and re.search(r"[A-Za-z]{2}", fragment) and fragment not in theirs}
    return re.compile("|".join([rf"(?<!\w){re.escape(f)}(?!\w)" for f in sorted(fragments, key=len, reverse=True)] +
                               [rf"(?<![\w'’-]){word}(?![\w'’-])" for word in words]))


def english_on(page, pattern: re.Pattern) -> list[tuple[str, str]]:
    """(text, the English found in it) for every text of the page that ``pattern`` finds."""
    return [(text.strip()[:120], match.group(0)) for text in page.evaluate(TEXTS)
            for match in [pattern.search(text)] if match]
