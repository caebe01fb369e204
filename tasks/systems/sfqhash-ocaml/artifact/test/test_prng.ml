(* SplitMix64 reference values (seed 0 and seed 1234567), and range sanity. *)
open Sfqsim

let () =
  let r = Prng.make 0 in
  let a = Prng.next64 r in
  let b = Prng.next64 r in
  assert (a = 0xe220a8397b1dcdafL);
  assert (b = 0x6e789e6aa1b965f4L);
  let r = Prng.make 1234567 in
  for _ = 1 to 10_000 do
    let x = Prng.below r 17 in
    assert (x >= 0 && x < 17);
    let y = Prng.range r (-5) 5 in
    assert (y >= -5 && y <= 5)
  done;
  let r1 = Prng.make 99 in
  let r2 = Prng.copy r1 in
  assert (Prng.next64 r1 = Prng.next64 r2);
  print_endline "test_prng: ok"
