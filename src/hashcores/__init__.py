"""hashcores: verified hash-function cores in Verilog and the toolflow that measures them."""

__version__ = "0.1.0"
