(* DRR invariants: work conservation, per-queue limits, and byte fairness
   between two permanently backlogged queues. *)
open Sfqsim

let pkt flow seq size = { Packet.flow; seq; arrival = 0; size }

let () =
  let s = Drr.make ~flows:2 ~limit:1000 ~quantum:1500 in
  for i = 0 to 399 do
    assert (s.enqueue (pkt 0 i 1500));
    assert (s.enqueue (pkt 1 i 300))
  done;
  let bytes = Array.make 2 0 in
  (* serve 120 000 bytes while both are backlogged *)
  let served = ref 0 in
  while !served < 120_000 do
    match s.dequeue () with
    | None -> assert false
    | Some p ->
        bytes.(p.flow) <- bytes.(p.flow) + p.size;
        served := !served + p.size
  done;
  let d = abs (bytes.(0) - bytes.(1)) in
  assert (d <= 3000);
  (* limits *)
  let s = Drr.make ~flows:1 ~limit:3 ~quantum:100 in
  assert (s.enqueue (pkt 0 0 10));
  assert (s.enqueue (pkt 0 1 10));
  assert (s.enqueue (pkt 0 2 10));
  assert (not (s.enqueue (pkt 0 3 10)));
  assert (s.backlog () = 3);
  ignore (s.dequeue ());
  assert (s.backlog () = 2);
  print_endline "test_drr: ok"
