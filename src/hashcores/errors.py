"""Errors a user can cause. The command line prints them as one line and exits with 2."""


class HashcoresError(Exception):
    """Base class: a clear message for the user, no traceback."""


class ToolMissingError(HashcoresError):
    """An external tool (simulator, Yosys, nextpnr) is not installed."""


class ToolFailedError(HashcoresError):
    """An external tool ran but failed, or produced no usable result."""


class BadInputError(HashcoresError):
    """A file or argument the user gave cannot be used."""
