module realsuites

go 1.19
