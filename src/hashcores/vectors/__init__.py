"""Official test vectors: parsers for NIST CAVP response files and their Monte procedures."""

from hashcores.vectors.cavp import (
    MONTE_PROCEDURES,
    MsgRecord,
    MonteCheckpoint,
    MonteFile,
    MsgFile,
    cavp_path,
    load,
    monte_chain,
    monte_depth,
    parse_monte,
    parse_msg,
    sha2_monte,
    sha3_monte,
)

__all__ = [
    "MONTE_PROCEDURES",
    "MsgRecord",
    "MonteCheckpoint",
    "MonteFile",
    "MsgFile",
    "cavp_path",
    "load",
    "monte_chain",
    "monte_depth",
    "parse_monte",
    "parse_msg",
    "sha2_monte",
    "sha3_monte",
]
