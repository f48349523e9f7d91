"""Python reference models of algorithms that hashlib lacks (the tests' oracles)."""
