"""One catalogue per language, read by the engine and shipped to the page.

Every text of the project is in wordgames/languages/<lang>/catalogue.json, in three groups: the
engine's messages (``engine``), the command line's words (``cli``) and the page's own texts
(``page``). Every code has every language with the same placeholders; the engine reads
``engine`` and ``cli`` (wordgames/messages.py), the build ships ``page`` and ``engine`` to the
site (``app/i18n/<lang>.js``), and every code the engine raises is in the catalogue. The names
of the languages come from each language's language.json, in every language.
"""

from __future__ import annotations

import json
import re
from html.parser import HTMLParser

import build
from conftest import ROOT
from wordgames import messages
from wordgames.games import GAMES, TOOLS, run
from wordgames.games.base import final as last
from wordgames.languages import LANGUAGES

FIELD = re.compile(r"\{(\w+)\}")
#: A parameter P of the engine and the page also gives P_name and P_alphabet (js/i18n.js, messages.py).
DERIVED = ("_name", "_alphabet")


def groups(lang: str) -> dict[str, dict]:
    """The catalogue of ``lang`` as the engine and the page read it: its file and the languages' names."""
    return messages.catalogue_groups(lang)


def test_every_language_names_every_language_in_its_own_words():
    for code, language in LANGUAGES.items():
        assert set(LANGUAGES) <= set(language.names), f"{code}'s language.json names it in {set(language.names)}"
        for said_in, names in language.names.items():
            assert set(names) == {"select", "name", "alphabet"} and all(names.values()), (code, said_in)
    assert groups("nb")["engine"]["name.en"] == "engelsk" and groups("en")["page"]["lang.nb"] == "Norsk bokmål"
    assert groups("en")["page"]["settings.language.nb"] == groups("nb")["page"]["settings.language.nb"]


#: What the page shows in each language: its own texts and the engine's messages.
EN, NB = ({**groups(lang)["page"], **groups(lang)["engine"]} for lang in ("en", "nb"))


def forms(value) -> list[str]:
    return list(value.values()) if isinstance(value, dict) else [value]


def parameters(value) -> set[str]:
    """The parameters a text asks for, a derived one (lang_name) as the one it comes from (lang)."""
    found = {name for text in forms(value) for name in FIELD.findall(text)}
    return {next((name[:-len(s)] for s in DERIVED if name.endswith(s)), name) for name in found}


def test_there_is_one_catalogue_per_language_with_the_same_groups_and_codes():
    assert sorted(path.parent.name for path in ROOT.glob("wordgames/languages/*/catalogue.json")) \
        == sorted(messages.LANGUAGES)
    english = groups("en")
    assert set(english) == {"page", "engine", "cli"}
    for lang in messages.LANGUAGES:
        other = groups(lang)
        for group in english:
            assert set(other[group]) == set(english[group]), (
                f"{lang}: only in en: {set(english[group]) - set(other[group])}; "
                f"only in {lang}: {set(other[group]) - set(english[group])}")
    codes = [code for texts in english.values() for code in texts]
    assert len(codes) == len(set(codes)), "a code belongs to one group"


def test_every_text_is_a_text_or_plural_forms_with_the_same_placeholders_in_every_language():
    english = groups("en")
    for lang in messages.LANGUAGES:
        for group, texts in groups(lang).items():
            for code, value in texts.items():
                if isinstance(value, dict):
                    assert set(value) == {"one", "other"}, f"{lang} {code}: plural forms are one and other"
                assert all(isinstance(text, str) for text in forms(value)), (lang, code)
                assert parameters(value) == parameters(english[group][code]), (
                    f"{lang} {code} asks for {parameters(value)}, English for {parameters(english[group][code])}")


def test_a_missing_placeholder_or_language_is_caught():
    """The checks above would see a Bokmål text that dropped a parameter."""
    english, bokmal = "{word} is too short", "{ord} er for kort"
    assert parameters(english) != parameters(bokmal)
    assert parameters("{lang_name} alphabet") == parameters("{lang_alphabet}") == {"lang"}


def test_the_engine_reads_its_groups_and_says_them_in_each_language():
    assert set(messages.catalogue("nb")) == set(groups("nb")["engine"]) | set(groups("nb")["cli"])
    message = messages.Message("board.not_in_alphabet", letter="Ø", lang="en")
    assert message == "Ø is not a letter of the English alphabet"
    assert message.text("nb") == "Ø er ikke en bokstav i det engelske alfabetet"
    assert message.text("de") == message, "a language without a catalogue gets English"
    problems = messages.Message("strands.problems", problems=[
        messages.Message("strands.twice", word="ROSE"), messages.Message("strands.no_spangram")])
    assert problems.text("nb") == "ROSE står der to ganger; skriv et spangram."
    assert messages.text("strands.letters_add", "nb", total=47, cells=48, count=1).endswith("legg til 1 bokstav")
    assert messages.text("strands.letters_add", "nb", total=46, cells=48, count=2).endswith("legg til 2 bokstaver")


def test_a_message_comes_back_from_its_data_with_the_messages_in_it():
    """The CLI says an error event or a move's reason in a language: Message.of reads what data() gave."""
    cells = messages.Message("unboggle.cells", total=20, listed="A×10, B×10", rows=4, cols=4, cells=16)
    impossible = messages.Message("unboggle.impossible", reason=cells)
    again = messages.Message.of(json.loads(json.dumps(impossible.data())))
    assert again == impossible and again.params["reason"].code == "unboggle.cells"
    assert again.text("nb") == impossible.text("nb") == f"Det finnes ikke noe brett: {cells.text('nb')}."


def test_the_page_gets_its_texts_and_the_engines_not_the_command_lines(tmp_path):
    build.page_catalogues(tmp_path / "i18n")
    for lang in messages.LANGUAGES:
        module = (tmp_path / "i18n" / f"{lang}.js").read_text(encoding="utf-8")
        shipped = json.loads(module[module.index("export default ") + 15:].rstrip().removesuffix(";"))
        assert shipped == {**groups(lang)["page"], **groups(lang)["engine"]}
        assert not set(shipped) & set(groups(lang)["cli"])


def test_the_browsers_wheel_carries_the_engines_messages_only(tmp_path):
    def stored(lang):
        return json.loads(messages.catalogue_file(lang).read_text(encoding="utf-8"))

    for lang in messages.LANGUAGES:
        (tmp_path / lang).mkdir()
        (tmp_path / lang / "catalogue.json").write_text(json.dumps(stored(lang)), encoding="utf-8")
    build.browser_catalogues(tmp_path)
    for lang in messages.LANGUAGES:
        kept = json.loads((tmp_path / lang / "catalogue.json").read_text(encoding="utf-8"))
        assert kept == {"engine": stored(lang)["engine"]}


#: Texts that are the same in both languages: names, the Enter key, words Bokmål shares.
SAME_IN_BOTH = {
    "lang.sv", "settings.language.sv",
    "bg.blank", "bg.start", "challenge.hint", "cli.label.spangram", "common.enter", "lang.nb", "name.boggle",
    "name.letterboxed", "name.strands", "name.unboggle", "rank.letterboxed.over", "rank.letterboxed.under",
    "sc.spangram", "settings.language.en", "settings.language.nb", "settings.palette.standard", "site.name",
    "site.title", "st.cell.hint", "st.spangram", "stats.bar.letterboxed.0", "stats.bar.strands.1", "strands.problems",
    "title.boggle", "title.letterboxed", "title.strands", "title.unboggle", "wl.option",
}


#: Texts Swedish shares with English: names, the Enter key, the languages' own names in Settings.
SAME_IN_SWEDISH = {
    "lang.nb", "lang.sv", "settings.language.sv",
    "boot.stage", "cli.label.spangram", "common.enter", "name.boggle", "name.letterboxed", "name.strands",
    "name.unboggle", "rank.letterboxed.over", "rank.letterboxed.under", "sc.spangram", "settings.language.en",
    "settings.language.nb", "settings.palette.standard", "site.name", "site.title", "st.spangram",
    "stats.bar.letterboxed.0", "strands.problems", "title.boggle", "title.letterboxed", "title.strands",
    "title.unboggle", "wl.option",
}


def left_in_english(lang: str) -> set[str]:
    """The codes whose text in ``lang`` is the English one, word for word."""
    english = {code: text for texts in groups("en").values() for code, text in texts.items()}
    other = {code: text for texts in groups(lang).values() for code, text in texts.items()}
    return {code for code in english
            if english[code] == other[code] and re.search(r"[a-z]{4}", json.dumps(english[code]))}


def test_bokmal_is_not_english_left_behind():
    same = left_in_english("nb")
    assert same <= SAME_IN_BOTH, f"nb.json has these in English: {sorted(same - SAME_IN_BOTH)}"


def test_swedish_is_not_english_left_behind():
    same = left_in_english("sv")
    assert same <= SAME_IN_SWEDISH, f"sv.json has these in English: {sorted(same - SAME_IN_SWEDISH)}"


def test_every_code_the_engine_raises_is_known():
    used = set()
    for path in (ROOT / "wordgames").rglob("*.py"):
        used |= set(re.findall(r'Message\(\s*"([\w.]+)"', path.read_text(encoding="utf-8")))
        used |= set(re.findall(r'Message\(\s*"([\w.]+)" if', path.read_text(encoding="utf-8")))
    assert used, "the engine raises messages with codes"
    assert used <= set(groups("en")["engine"]), used - set(groups("en")["engine"])


class _Marked(HTMLParser):
    """The marked text of index.html: (key, English there) for data-i18n and data-i18n-attr."""

    def __init__(self):
        super().__init__()
        self.found, self.open = [], None

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        for pair in (attrs.get("data-i18n-attr") or "").split():
            attribute, key = pair.split(":")
            self.found.append((key, attrs.get(attribute)))
        if "data-i18n" in attrs:
            self.open = [attrs["data-i18n"], ""]
            self.found.append(self.open)

    def handle_data(self, data):
        if self.open:
            self.open[1] += data

    def handle_endtag(self, tag):
        self.open = None


def test_the_english_in_index_html_is_the_catalogues():
    """The English of the markup (index.html and each game's cards and templates) is the catalogue's."""
    parser = _Marked()
    for page in [ROOT / "web" / "index.html", *sorted((ROOT / "web" / "games").glob("*/*.html"))]:
        parser.feed(page.read_text(encoding="utf-8"))
    assert len(parser.found) > 100
    unknown = [key for key, _ in parser.found if key not in EN]
    assert not unknown, f"index.html marks keys the catalogue lacks: {unknown}"
    differ = {key: text for key, text in parser.found if " ".join(text.split()) != EN[key]}
    assert not differ, f"index.html says these otherwise than the catalogue (change both): {differ}"


#: Parameters the actions read, and values a page or a hand-made request might send for them.
PARAMETERS = ("words", "word", "board", "sides", "grid", "spangram", "code", "seed", "daily", "lang", "size",
              "min_length", "clue", "difficulty", "rows", "cols", "text", "lexicon", "name", "pairs_limit")
MALFORMED = (None, "", 5, 3.5, True, [1, "a"], {"a": 1}, "%%%")


def test_a_missing_or_malformed_parameter_is_told_in_a_players_words():
    """Every action, each parameter missing or malformed: a result, or an error whose code is in
    both catalogues and whose text, in either language, never names the parameter."""
    engine = {lang: groups(lang)["engine"] for lang in messages.LANGUAGES}
    errors = 0
    for game, module in {**GAMES, **TOOLS}.items():
        for action in module.ACTIONS:
            if action == "best_board":  # a timed search; its parameters are integers, checked by integer()
                continue
            for name in PARAMETERS:
                for value in MALFORMED:
                    outcome = last(run(game, action, {name: value, "seconds": 1, "steps": 10}))
                    if outcome["type"] != "error":
                        continue
                    errors += 1
                    code = outcome["code"]
                    assert code and all(code in engine[lang] for lang in engine), (game, action, name, outcome)
                    for lang in messages.LANGUAGES:
                        said = messages.Message.of(outcome).text(lang)
                        assert "parameter" not in said.lower() and f"'{name}'" not in said, (lang, said)
                        assert f"--{name}" not in said and ("_" not in name or name not in said), (lang, said)
    assert errors > 500


def test_an_empty_unboggle_solve_asks_for_words_in_each_language():
    outcome = last(run("unboggle", "solve", {"size": "4x4"}))
    assert outcome["code"] == "param.missing.words" and outcome["params"] == {"name": "words"}
    assert outcome["message"] == "Something was left out: type some words first."
    assert messages.Message.of(outcome).text("nb") == "Noe mangler: skriv inn noen ord først."
