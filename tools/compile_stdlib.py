"""The game worker's standard library compiled ahead of time, for its trimmed zip.

``build.trimmed_stdlib`` runs this in Pyodide's own Python (``tools/strip_stdlib.mjs``, after
stripping), so that the bytecode is the interpreter's own: the zip then holds each module's
``.pyc`` and no source. Python otherwise compiles every module it imports from source at each
first boot, and that is most of a first boot's Python in WebKit, whose WebAssembly starts out
in an interpreter (benchmarks/README.md, "The engine's boot").

The runner starts Python without column ranges (``PYTHONNODEBUGRANGES``: tracebacks keep their
line numbers, a third less bytecode) and with a fixed hash seed, so that every build writes the
same bytes. Each ``.pyc`` is an unchecked hash-based one: nothing in the zip to check it against.
"""

from __future__ import annotations

import base64
import importlib.util
import json
import sys
from importlib._bootstrap_external import _code_to_hash_pyc

#: Where Pyodide puts the standard library's zip (loadPyodide({stdLibURL})): the file names a
#: traceback gives.
MOUNTED = next(path for path in sys.path if path.endswith(".zip"))


def compile_all(sources: str) -> str:
    """``{name: source}`` as JSON (``name`` ending ``.py``) to ``{name + "c": pyc in base64}``."""
    compiled = {}
    for name, source in json.loads(sources).items():
        code = compile(source, f"{MOUNTED}/{name}", "exec", dont_inherit=True)
        pyc = _code_to_hash_pyc(code, importlib.util.source_hash(source.encode()), checked=False)
        compiled[f"{name}c"] = base64.b64encode(pyc).decode()
    return json.dumps(compiled)
