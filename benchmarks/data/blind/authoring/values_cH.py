"""Compute every value stated in the answers (run: python3 values.py)."""
import json, csv, io, datetime, re
S = "/work/blind/sources/"
ks = json.load(open(S + "otel10/kubeletstatsreceiver/stats-summary.json"))
MiB = 1024 * 1024; GiB = 1024 ** 3
n = ks["node"]
print("node mem avail GiB", n["memory"]["availableBytes"] / GiB, "usage GiB", n["memory"]["usageBytes"] / GiB,
      "ws GiB", n["memory"]["workingSetBytes"] / GiB)
print("node fs used/cap %", 100 * n["fs"]["usedBytes"] / n["fs"]["capacityBytes"], "avail GiB", n["fs"]["availableBytes"] / GiB,
      "cap GiB", n["fs"]["capacityBytes"] / GiB, "used GiB", n["fs"]["usedBytes"] / GiB)
print("node cpu cores", n["cpu"]["usageNanoCores"] / 1e9, "rlimit", n["rlimit"])
print("imagefs used GiB", n["runtime"]["imageFs"]["usedBytes"] / GiB)
for c in n["systemContainers"]:
    print("sys", c["name"], "cpu m", c["cpu"]["usageNanoCores"] / 1e6, "mem usage MiB", c["memory"]["usageBytes"] / MiB,
          "ws MiB", c["memory"]["workingSetBytes"] / MiB, "pf", c["memory"]["pageFaults"])
for p in ks["pods"]:
    nm = p["podRef"]["name"]
    print("pod", nm, "cpu m", p["cpu"]["usageNanoCores"] / 1e6, "ws MiB", round(p["memory"]["workingSetBytes"] / MiB, 3),
          "usage MiB", round(p["memory"]["usageBytes"] / MiB, 3), "rx", p["network"]["rxBytes"], "tx", p["network"]["txBytes"],
          "eph KiB", p["ephemeral-storage"]["usedBytes"] / 1024, "vols", [v["name"] for v in p.get("volume", [])])
    for c in p["containers"]:
        print("   ctr", c["name"], "cpu m", c["cpu"]["usageNanoCores"] / 1e6, "ws MiB", round(c["memory"]["workingSetBytes"] / MiB, 3),
              "pf", c["memory"]["pageFaults"], "logs KiB", c["logs"]["usedBytes"] / 1024, "rootfs KiB", c["rootfs"]["usedBytes"] / 1024)
errs = [(p["podRef"]["name"], i["name"], i["rxErrors"], i["txErrors"]) for p in ks["pods"] for i in p["network"]["interfaces"]]
print("any net errors", any(e[2] or e[3] for e in errs))
# haproxy
t = open(S + "otel10/haproxyreceiver/stats.txt").read()
rows = list(csv.reader(io.StringIO(t.lstrip("# "))))
hdr = rows[0]
for r in rows[1:]:
    d = dict(zip(hdr, r))
    print("hap", d["pxname"], d["svname"], {k: d[k] for k in ("status", "scur", "stot", "bin", "bout", "check_status", "check_duration", "hrsp_2xx", "hrsp_4xx", "hrsp_5xx", "req_tot", "addr", "lastchg", "rtime", "ttime", "ctime", "downtime", "chkfail", "econ", "eresp", "weight", "act", "algo") if k in d})
# memcached
m = json.load(open(S + "otel10/memcachedreceiver/fake_stats.json"))["0.0.0.0:55003"]["Stats"]
print("mc limit MiB", int(m["limit_maxbytes"]) / MiB, "hash KiB", int(m["hash_bytes"]) / 1024, {k: m[k] for k in ("curr_connections", "max_connections", "total_connections", "evictions", "rejected_connections", "uptime", "version", "threads", "get_hits", "get_misses", "time", "rusage_user", "rusage_system")})
print("mc time", datetime.datetime.utcfromtimestamp(int(m["time"])))
# mongo
r = json.load(open(S + "otel10/mongodbreceiver/replSetGetStatus.json"))
for mem in r["members"]:
    od = mem.get("optimeDate", {}).get("$date", {}).get("$numberLong")
    lw = mem.get("lastDurableWallTime", {}).get("$date", {}).get("$numberLong")
    print("mongo", mem["name"], mem["stateStr"], od, lw,
          od and datetime.datetime.utcfromtimestamp(int(od) / 1000), lw and datetime.datetime.utcfromtimestamp(int(lw) / 1000))
print("lag optime ms", 1756512000000 - 1756511998500, "durable ms", 1756512000000 - 1756511997000)
# flink
j = json.load(open(S + "otel10/flinkmetricsreceiver/jobs_overview.json"))["jobs"][0]
print("flink", j["jid"], j["state"], "dur h", j["duration"] / 3.6e6, "min", j["duration"] / 6e4,
      "start", datetime.datetime.utcfromtimestamp(j["start-time"] / 1000), "lastmod", datetime.datetime.utcfromtimestamp(j["last-modification"] / 1000),
      "lastmod-start s", (j["last-modification"] - j["start-time"]) / 1000)
# zk
for ln in open(S + "otel10/zookeeperreceiver/mntr-3.5.5"):
    pass
zk = dict(l.rstrip("\n").split("\t", 1) for l in open(S + "otel10/zookeeperreceiver/mntr-3.5.5"))
print("zk fd %", 100 * int(zk["zk_open_file_descriptor_count"]) / int(zk["zk_max_file_descriptor_count"]))

# ---- Loghub checks ----
def lines(p, a, b):
    return open(S + p, encoding="utf-8").read().splitlines()[a - 1:b]
sp = lines("loghub/Spark/Spark_2k.log", 1200, 1240)
print("spark finished", [l.split("(TID ")[1].split(")")[0] for l in sp if "Finished task" in l], [l for l in sp if "2703 bytes" in l].__len__())
print("spark not found", [re.search(r"rdd_42_\d+", l).group() for l in sp if "not found" in l])
print("tid1215", [l[18:] for l in lines("loghub/Spark/Spark_2k.log", 1215, 1240) if "1215" in l])
osl = lines("loghub/OpenStack/OpenStack_2k.log", 1185, 1191)
ts = [float(l.rsplit("time: ", 1)[1]) for l in osl]
print("os api", len(osl), min(ts), max(ts), all("status: 200 len: 1893" in l for l in osl), osl[-1][35:60])
w = lines("loghub/OpenStack/OpenStack_2k.log", 1288, 1302)
print("os warn", [l[35:130] for l in w if " WARNING " in l], all("status: 200" in l for l in w if "nova-api" in l and "status" in l))
print("os bf8c", [l[35:60] + l[-40:] for l in w if "bf8c824d" in l])
px = lines("loghub/Proxifier/Proxifier_2k.log", 903, 925)
print("px yodao cancel", sum("YodaoDict" in l and "canceled" in l for l in px), "403", [l[:40] for l in lines("loghub/Proxifier/Proxifier_2k.log", 900, 925) if "403" in l])
print("px 18018 KiB", 18018 / 1024, 2001 / 1024)
ap = lines("loghub/Apache/Apache_2k.log", 1030, 1051)
print("ap cant", [l for l in ap if "Can't find" in l].__len__(), [l[-3:] for l in ap if "error state" in l])
hl = lines("loghub/HealthApp/HealthApp_2k.log", 1400, 1425)
print("hl steps", [l.split("##")[1] for l in hl if "setTodayTotalDetailSteps=" in l], [l.split("=")[-1] for l in hl if "totalCalories" in l],
      set(l.split("=")[-1] for l in hl if "totalAltitude" in l), [l for l in hl if "REPORT" in l][-1][-25:])
