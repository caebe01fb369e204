(* sfqsim: command-line driver.

     sfqsim run --config conf/table2.conf --json results/table2.json
     sfqsim layout --config conf/table2.conf --buckets 64
     sfqsim hash 10.0.0.1 192.168.0.1 4000 5201 6            *)

open Cmdliner
open Sfqsim

let parse_override s =
  match String.index_opt s '=' with
  | Some i -> (String.sub s 0 i, String.sub s (i + 1) (String.length s - i - 1))
  | None -> failwith ("--set expects key=value, got " ^ s)

let load config sets =
  Config.load_with_overrides config (List.map parse_override sets)

let run config sets json csv quiet check =
  try
    let c = load config sets in
    let log = if quiet then fun _ -> () else prerr_endline in
    log (Printf.sprintf "site defaults: %s"
           (match Config.site_file () with Some p -> p | None -> "none"));
    let e = Experiment.run ~log ~check c in
    Report.print_table stdout e;
    Option.iter (fun p -> Report.write_json p e) json;
    Option.iter (fun p -> Report.write_csv p e) csv;
    if not quiet then Printf.eprintf "simulated in %.2f s (bucket reduction: %s)\n" e.seconds Reduce.name;
    0
  with
  | Kvconf.Error (f, l, m) -> Printf.eprintf "config error: %s:%d: %s\n" f l m; 2
  | Failure m -> Printf.eprintf "error: %s\n" m; 2
  | Sched_check.Violation m -> Printf.eprintf "invariant violated: %s\n" m; 3

let layout config sets buckets expect =
  let c = load config sets in
  let w = Workload.generate c in
  let l = Sfq.layout ~perturb:c.perturb ~buckets w in
  Array.iteri
    (fun i (f : Workload.flow) ->
      Printf.printf "%4d %-8s %-44s bucket %3d (%d flows)\n" i
        (match f.cls with Workload.Elephant -> "elephant" | Workload.Mouse -> "mouse")
        (Flowkey.to_string f.key) l.bucket_of_flow.(i) l.flows_in_bucket.(l.bucket_of_flow.(i)))
    w.flows;
  Printf.printf "shared elephant buckets: %d, max flows per bucket: %d\n"
    (Sfq.shared_elephant_buckets w l buckets) (Sfq.max_bucket_flows l);
  if expect then begin
    let k = Workload.count_class w Workload.Elephant in
    Printf.printf "uniform hash: expected shared buckets %.2f, P(no collision) %.4f, \
                   expected elephant share %.3f, buckets for P>=0.5: %d\n"
      (Birthday.expected_shared ~k ~n:buckets) (Birthday.p_no_collision ~k ~n:buckets)
      (Birthday.expected_share ~k ~n:buckets) (Birthday.buckets_for ~k ~target:0.5)
  end;
  0

let hash_cmd src dst sport dport proto perturb buckets =
  let ip s =
    match List.map int_of_string (String.split_on_char '.' s) with
    | [ a; b; c; d ] -> (a lsl 24) lor (b lsl 16) lor (c lsl 8) lor d
    | _ -> failwith ("bad IPv4 address " ^ s)
  in
  let k = { Flowkey.src = ip src; dst = ip dst; sport; dport; proto } in
  let perturb = Int32.of_int perturb in
  let h = Fhash.hash ~perturb k in
  Printf.printf "%s hash=%s bucket=%d/%d (%s)\n" (Flowkey.to_string k) (Fhash.to_hex h)
    (Fhash.bucket ~perturb ~buckets k) buckets Reduce.name;
  0

let config_t =
  Arg.(value & opt file "conf/table2.conf" & info [ "c"; "config" ] ~docv:"FILE" ~doc:"Configuration file.")

let sets_t =
  Arg.(value & opt_all string [] & info [ "set" ] ~docv:"KEY=VALUE" ~doc:"Override a configuration key.")

let run_cmd =
  let json = Arg.(value & opt (some string) None & info [ "json" ] ~docv:"FILE") in
  let csv = Arg.(value & opt (some string) None & info [ "csv" ] ~docv:"FILE") in
  let quiet = Arg.(value & flag & info [ "q"; "quiet" ]) in
  let check = Arg.(value & flag & info [ "check" ] ~doc:"Check discipline invariants (slow).") in
  Cmd.v (Cmd.info "run" ~doc:"Run the disciplines of a configuration and print the table.")
    Term.(const run $ config_t $ sets_t $ json $ csv $ quiet $ check)

let layout_cmd =
  let buckets = Arg.(value & opt int 64 & info [ "buckets" ]) in
  let expect = Arg.(value & flag & info [ "expect" ] ~doc:"Also print birthday-bound expectations.") in
  Cmd.v (Cmd.info "layout" ~doc:"Show which bucket every flow hashes to.")
    Term.(const layout $ config_t $ sets_t $ buckets $ expect)

let hash_cmd =
  let pos n name = Arg.(required & pos n (some string) None & info [] ~docv:name) in
  let posi n name = Arg.(required & pos n (some int) None & info [] ~docv:name) in
  let perturb = Arg.(value & opt int 1 & info [ "perturb" ]) in
  let buckets = Arg.(value & opt int 64 & info [ "buckets" ]) in
  Cmd.v (Cmd.info "hash" ~doc:"Hash one 5-tuple.")
    Term.(const hash_cmd $ pos 0 "SRC" $ pos 1 "DST" $ posi 2 "SPORT" $ posi 3 "DPORT"
          $ posi 4 "PROTO" $ perturb $ buckets)

let () =
  let info = Cmd.info "sfqsim" ~version:Version.version ~doc:"SFQ hash-collision fairness simulator" in
  exit (Cmd.eval' (Cmd.group info [ run_cmd; layout_cmd; hash_cmd ]))
