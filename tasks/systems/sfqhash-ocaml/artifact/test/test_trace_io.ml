(* Round trip of packet traces and flow tables through CSV. *)
open Sfqsim

let () =
  let c = Config.validate { Config.default with horizon = 100_000; warmup = 10_000 } in
  let w = Workload.generate c in
  let path = Filename.temp_file "sfqsim" ".csv" in
  Trace_io.write_packets path w.packets;
  let back = Trace_io.read_packets path in
  assert (back = w.packets);
  Sys.remove path;
  Array.iter
    (fun (f : Workload.flow) ->
      let k = Trace_io.parse_key (Flowkey.to_string f.key) in
      assert (Flowkey.equal k f.key))
    w.flows;
  assert (Str_compat.split_on_string "->" "a->b" = [ "a"; "b" ]);
  assert (Str_compat.split_on_string "->" "ab" = [ "ab" ]);
  print_endline "test_trace_io: ok"
