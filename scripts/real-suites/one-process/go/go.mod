module oneprocess

go 1.19
