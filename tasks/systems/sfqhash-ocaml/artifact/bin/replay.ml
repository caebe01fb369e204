(* Replay an external packet trace (CSV from tracegen or a converted
   capture) through the disciplines of a configuration.

     replay -c conf/table2.conf --flows flows.csv --packets packets.csv *)

open Sfqsim

let usage = "replay -c CONFIG --flows FLOWS.csv --packets PACKETS.csv [--hist]"

let () =
  let config = ref "conf/table2.conf" and flows = ref "" and packets = ref "" in
  let hist = ref false in
  Arg.parse
    [
      ("-c", Arg.Set_string config, "configuration file");
      ("--flows", Arg.Set_string flows, "flow table (tracegen --flows)");
      ("--packets", Arg.Set_string packets, "packet trace (tracegen)");
      ("--hist", Arg.Set hist, "print a histogram of mouse queueing delays");
    ]
    (fun a -> raise (Arg.Bad ("unexpected argument " ^ a)))
    usage;
  if !flows = "" || !packets = "" then (prerr_endline usage; exit 2);
  let c = Config.load !config in
  let w = { Workload.flows = Trace_io.read_flows !flows; packets = Trace_io.read_packets !packets } in
  Printf.printf "# replay: %d flows, %d packets\n%s\n" (Array.length w.flows)
    (Array.length w.packets) Report.header;
  List.iter
    (fun name ->
      List.iter
        (fun (s : Sched.t) ->
          let t = Sim.run w s in
          let r = Metrics.compute c w s t in
          print_endline (Report.row_line r);
          if !hist then begin
            let delays =
              Array.fold_left
                (fun acc (d : Sim.departure) ->
                  if Workload.is_elephant w d.pkt.flow then acc else (d.start - d.pkt.arrival) :: acc)
                [] (Sim.departures w t)
            in
            Histogram.pp stdout (Histogram.of_list delays)
          end)
        (Experiment.scheduler_of_name c w name))
    c.schedulers
