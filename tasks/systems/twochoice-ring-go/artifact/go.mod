module lbsim

go 1.22
