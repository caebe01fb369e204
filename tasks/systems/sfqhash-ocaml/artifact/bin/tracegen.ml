(* Dump the synthetic workload of a configuration as CSV, for the plotting
   scripts in tools/ and for cross-checking against other simulators. *)

open Cmdliner
open Sfqsim

let main config out flows_only =
  let c = Config.load config in
  let w = Workload.generate c in
  let oc = match out with None -> stdout | Some p -> open_out p in
  if flows_only then begin
    output_string oc "flow,class,key,gap,offset,size\n";
    Array.iter
      (fun (f : Workload.flow) ->
        Printf.fprintf oc "%d,%s,%s,%d,%d,%d\n" f.id
          (match f.cls with Workload.Elephant -> "E" | Workload.Mouse -> "M")
          (Flowkey.to_string f.key) f.gap f.offset f.size)
      w.flows
  end else begin
    output_string oc "arrival,flow,seq,size\n";
    Array.iter
      (fun (p : Packet.t) -> Printf.fprintf oc "%d,%d,%d,%d\n" p.arrival p.flow p.seq p.size)
      w.packets
  end;
  if out <> None then close_out oc;
  0

let () =
  let config = Arg.(value & opt file "conf/table2.conf" & info [ "c"; "config" ]) in
  let out = Arg.(value & opt (some string) None & info [ "o"; "output" ]) in
  let flows = Arg.(value & flag & info [ "flows" ] ~doc:"Write the flow table instead of packets.") in
  exit (Cmd.eval' (Cmd.v (Cmd.info "tracegen") Term.(const (fun a b c -> main a b c) $ config $ out $ flows)))
