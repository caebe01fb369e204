name   e3-three-way-split
ticks  320
seed   23
every 5 from 20 to 280 submit 2
at 60  partition 1 2 | 3 4 | 5
at 150 heal
