"""Proofs of the RTL's properties with SymbiYosys (`hashcores prove`, docs/verification.md
"Proofs"): the declarations (`proofs`), one job (`sby`), the results file (`report`)."""
