name   s5-flapping
ticks  360
seed   15
every 6 from 20 to 320 submit 3
at 60  partition 5 1 | 2 3 4
at 110 heal
at 130 crash 2
at 150 partition 1 2 | 3 4 5
at 190 restart 2
at 230 heal
at 250 isolate 4
at 300 heal
