"""Official test vectors: parsers for NIST CAVP response files and their Monte procedures,
and the known-answer file formats (hashcores.vectors.formats) a family declares."""

from hashcores.vectors.cavp import (
    MsgRecord,
    MonteCheckpoint,
    MonteFile,
    MsgFile,
    SHA3VS_MONTE_DEPTH,
    SHAVS_MONTE_DEPTH,
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
    "MsgRecord",
    "MonteCheckpoint",
    "MonteFile",
    "MsgFile",
    "SHA3VS_MONTE_DEPTH",
    "SHAVS_MONTE_DEPTH",
    "cavp_path",
    "load",
    "monte_chain",
    "monte_depth",
    "parse_monte",
    "parse_msg",
    "sha2_monte",
    "sha3_monte",
]
