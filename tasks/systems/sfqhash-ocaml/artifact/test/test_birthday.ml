(* Birthday-bound helpers against small exact cases. *)
open Sfqsim

let close a b = abs_float (a -. b) < 1e-9

let () =
  assert (close (Birthday.p_no_collision ~k:2 ~n:2) 0.5);
  assert (close (Birthday.p_no_collision ~k:3 ~n:2) 0.0);
  assert (close (Birthday.expected_shared ~k:1 ~n:8) 0.0);
  (* two balls, two buckets: shared with probability 1/2 *)
  assert (close (Birthday.expected_shared ~k:2 ~n:2) 0.5);
  assert (close (Birthday.expected_share ~k:1 ~n:16) 1.0);
  assert (Birthday.buckets_for ~k:24 ~target:0.5 >= 256);
  print_endline "test_birthday: ok"
