name   h1-heldout
ticks  340
seed   37
every 4 from 20 to 300 submit 2
at 50  isolate 2
at 90  partition 1 3 | 2 4 5
at 150 heal
at 170 crash 4
at 230 restart 4
at 250 isolate 5
at 300 heal
