"""The setuptools build hook that compiles the word lists into the package's lexicons.

All the metadata is in pyproject.toml.  This file only makes ``build_py`` compile
``wordlists/<lang>/`` into ``wordgames/data/<lang>.lex`` first (where missing or
stale, see :func:`wordgames.lexicon.compile_stale`), so that ``pip install .``, an
editable install and the wheel that ``python build.py`` puts in the site all ship
the lexicons, and ``python -m wordgames`` works from any directory after a plain
install.
"""

from __future__ import annotations

import sys
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

ROOT = Path(__file__).resolve().parent


class BuildWithLexicons(build_py):
    def run(self) -> None:
        sys.path.insert(0, str(ROOT))
        try:
            from wordgames.lexicon import compile_stale
        finally:
            sys.path.remove(str(ROOT))
        compile_stale(ROOT / "wordlists", ROOT / "wordgames" / "data")
        super().run()


setup(cmdclass={"build_py": BuildWithLexicons})
