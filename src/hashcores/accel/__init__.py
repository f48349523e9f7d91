"""The register-mapped accelerator around the library's stream tops (docs/accelerator.md):
its register description and the files generated from it (`regs`), its RTL sources."""
