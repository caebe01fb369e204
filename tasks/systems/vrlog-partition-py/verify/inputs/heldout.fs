name   h1-heldout
ticks  1500
seed   37
every 4 from 20 to 1420 submit 3
at 50  isolate 2
at 90  partition 1 3 | 2 4 5
at 150 heal
at 170 crash 4
at 230 restart 4
at 600 partition 1 3 | 2
at 680 heal
at 1150 isolate 5
at 1210 heal
at 1260 crash 3
at 1330 restart 3
