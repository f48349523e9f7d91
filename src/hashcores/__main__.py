from hashcores.cli import main

main()
