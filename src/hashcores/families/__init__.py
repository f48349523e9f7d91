"""The family declarations: one module per family (sha2.py, sha3.py, luffa.py, ...), each
defining FAMILY, built with `hashcores.registry.declare`. The registry finds them all
(pkgutil over this package); nothing else lists them.
"""

import hashcores.registry  # noqa: F401  (the catalogue imports every declaration first)
