(* Experiment configuration, read from a kvconf file (see conf/). *)

type t = {
  name : string;
  seed : int;
  horizon : int;          (* ticks *)
  warmup : int;           (* ticks excluded from throughput and delay stats *)
  runs : int;             (* workload seeds seed, seed+1, ...; rows are their mean *)
  elephants : int;
  mice : int;
  eleph_size : int;
  eleph_gap_lo : int;
  eleph_gap_hi : int;
  mouse_size_lo : int;
  mouse_size_hi : int;
  mouse_gap_lo : int;
  mouse_gap_hi : int;
  fifo_limit : int;       (* packets, shared buffer *)
  queue_limit : int;      (* packets per DRR/SFQ queue *)
  quantum : int;          (* bytes *)
  mtu : int;              (* largest frame the link carries, bytes *)
  sfq_buckets : int list;
  perturb : int32;        (* hash key: a u32, as in Linux sfq *)
  schedulers : string list;
}

let default = {
  name = "default";
  seed = 1;
  horizon = 1_000_000;
  warmup = 100_000;
  runs = 1;
  elephants = 8;
  mice = 50;
  eleph_size = 1500;
  eleph_gap_lo = 12_000;
  eleph_gap_hi = 24_000;
  mouse_size_lo = 64;
  mouse_size_hi = 576;
  mouse_gap_lo = 50_000;
  mouse_gap_hi = 400_000;
  fifo_limit = 128;
  queue_limit = 64;
  quantum = 1500;
  mtu = 1500;
  sfq_buckets = [ 64 ];
  perturb = 1l;
  schedulers = [ "fifo"; "drr"; "sfq" ];
}

let of_kv kv =
  let d = default in
  let i = Kvconf.get_int kv in
  {
    name = Kvconf.get_string kv ~default:d.name "name";
    seed = i ~default:d.seed "seed";
    horizon = i ~default:d.horizon "sim.horizon";
    warmup = i ~default:d.warmup "sim.warmup";
    runs = i ~default:d.runs "sim.runs";
    elephants = i ~default:d.elephants "workload.elephants";
    mice = i ~default:d.mice "workload.mice";
    eleph_size = i ~default:d.eleph_size "workload.elephant_size";
    eleph_gap_lo = i ~default:d.eleph_gap_lo "workload.elephant_gap_lo";
    eleph_gap_hi = i ~default:d.eleph_gap_hi "workload.elephant_gap_hi";
    mouse_size_lo = i ~default:d.mouse_size_lo "workload.mouse_size_lo";
    mouse_size_hi = i ~default:d.mouse_size_hi "workload.mouse_size_hi";
    mouse_gap_lo = i ~default:d.mouse_gap_lo "workload.mouse_gap_lo";
    mouse_gap_hi = i ~default:d.mouse_gap_hi "workload.mouse_gap_hi";
    fifo_limit = i ~default:d.fifo_limit "fifo.limit";
    queue_limit = i ~default:d.queue_limit "drr.limit";
    quantum = i ~default:d.quantum "drr.quantum";
    mtu = i ~default:d.mtu "link.mtu";
    sfq_buckets = Kvconf.get_int_list kv ~default:d.sfq_buckets "sfq.buckets";
    perturb = Int32.of_int (i ~default:(Int32.to_int d.perturb) "sfq.perturb");
    schedulers = Kvconf.get_list kv ~default:d.schedulers "schedulers";
  }

let validate c =
  let err fmt = Printf.ksprintf failwith fmt in
  if c.horizon <= 0 then err "sim.horizon must be positive";
  if c.warmup < 0 || c.warmup >= c.horizon then err "sim.warmup must lie in [0, horizon)";
  if c.runs < 1 then err "sim.runs must be >= 1";
  if c.elephants < 1 then err "workload.elephants must be >= 1";
  if c.mice < 0 then err "workload.mice must be >= 0";
  if c.eleph_gap_lo < 1 || c.eleph_gap_hi < c.eleph_gap_lo then err "bad elephant gap range";
  if c.mouse_gap_lo < 1 || c.mouse_gap_hi < c.mouse_gap_lo then err "bad mouse gap range";
  if c.mouse_size_lo < 1 || c.mouse_size_hi < c.mouse_size_lo then err "bad mouse size range";
  if c.quantum < 1 then err "drr.quantum must be positive";
  if c.eleph_size > c.mtu || c.mouse_size_hi > c.mtu then err "packet sizes exceed link.mtu";
  if List.exists (fun b -> b < 1) c.sfq_buckets then err "sfq.buckets must be positive";
  c

(* Site defaults describe the testbed rather than an experiment (link MTU,
   the DRR quantum matching it, ...).  An experiment file overrides them key
   by key. *)
let site_candidates () =
  let under var rel = Option.map (fun d -> Filename.concat d rel) (Sys.getenv_opt var) in
  List.filter_map Fun.id
    [
      Sys.getenv_opt "SFQSIM_SITE";
      under "XDG_CONFIG_HOME" "sfqsim/site.conf";
      under "HOME" ".config/sfqsim/site.conf";
      Some "/etc/sfqsim/site.conf";
    ]

let site_file () = List.find_opt Sys.file_exists (site_candidates ())

let site_defaults () =
  match site_file () with None -> Kvconf.empty | Some p -> Kvconf.load p

let load_kv path =
  let exp = Kvconf.load path in
  Kvconf.override exp (Kvconf.to_assoc (site_defaults ()))

let load path = validate (of_kv (load_kv path))

let load_with_overrides path kvs = validate (of_kv (Kvconf.override (load_kv path) kvs))

let to_json c : Yojson.Safe.t =
  `Assoc
    [
      ("name", `String c.name);
      ("seed", `Int c.seed);
      ("horizon", `Int c.horizon);
      ("warmup", `Int c.warmup);
      ("runs", `Int c.runs);
      ("elephants", `Int c.elephants);
      ("mice", `Int c.mice);
      ("queue_limit", `Int c.queue_limit);
      ("fifo_limit", `Int c.fifo_limit);
      ("quantum", `Int c.quantum);
      ("mtu", `Int c.mtu);
      ("sfq_buckets", `List (List.map (fun b -> `Int b) c.sfq_buckets));
      ("perturb", `Int (Int32.to_int c.perturb));
    ]
