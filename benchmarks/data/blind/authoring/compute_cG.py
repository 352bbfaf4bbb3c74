"""Computes every value stated in cG answers from the real source text (stdlib only)."""
import re, datetime
S = "/work/blind/sources/"
def L(p): return open(S + p, encoding="utf-8").read().splitlines()
def rng(p, a, b): return L(p)[a-1:b]
GiB, MiB = 1024**3, 1024**2
print("== 001 meminfo")
m = {l.split(":")[0]: int(l.split()[1]) for l in L("prom10/proc/meminfo")}
for k in ("SwapTotal", "SwapFree", "CommitLimit", "Committed_AS", "Dirty", "Writeback", "AnonPages", "Shmem", "Mapped"):
    print(k, m[k], "kB =", round(m[k]*1024/GiB, 3), "GiB", round(m[k]/1024, 1), "MiB")
print("swap used kB", m["SwapTotal"]-m["SwapFree"], round((m["SwapTotal"]-m["SwapFree"])/m["SwapTotal"]*100, 2), "%")
print("== 002 loadavg", L("prom10/proc/loadavg"))
print("== 003 mdstat speed", 259783/1024, "MiB/s", 114176/1024)
print("== 006 disk")
e = L("prom10/e2e/e2e-output.txt")
def val(name, **lab):
    pat = name + ("{" if lab else " ")
    for i, l in enumerate(e, 1):
        if l.startswith(pat) and all(f'{k}="{v}"' in l for k, v in lab.items()):
            return i, float(l.rsplit(" ", 1)[1])
for d in ("vda", "dm-0", "sda", "nvme0n1", "sdb"):
    i, v = val("node_disk_io_time_seconds_total", device=d); print(d, "io_time", v, "s =", round(v/3600, 3), "h", i)
    i, v = val("node_disk_read_bytes_total", device=d); print(d, "read", v, round(v/GiB, 2), "GiB", round(v/MiB, 1), "MiB", i)
print("== 008 cpu")
for c in range(8):
    row = {md: val("node_cpu_seconds_total", cpu=str(c), mode=md)[1] for md in ("idle","iowait","softirq","system","user")}
    print(c, row, "user min", round(row["user"]/60, 2))
print("== 011 net speed", 1.25e8*8/1e9, "Gbit/s")
print("== 012 net/dev")
for l in rng("prom10/proc/net/dev", 3, 12):
    name, rest = l.rsplit(":", 1) if l.strip().startswith("ibr") is False else (l[:l.index(":30:")+3], l[l.index(":30:")+4:])
    f = rest.split(); print(name.strip(), "rx", f[0], round(int(f[0])/GiB, 2), "GiB drop", f[3], "| tx", f[8], round(int(f[8])/GiB, 2), "GiB", "errs", f[10], "drop", f[11])
print("== 013 pressure", 159.886802/60, 14.036781/60)
print("== 017 btrfs", 808189952/MiB, 808189952/2.147483648e9*100, 47836.09/258051)
print("== 018 nvme", 1.6e13/1e12, "TB", 1.6e13/1024**4, "TiB", 2e12/1.6e13*100, "%")
print("== 020 collectors")
succ = [l for l in rng("prom10/e2e/e2e-output.txt", 3743, 3807) if l.startswith("node_scrape_collector_success{")]
print(len(succ), all(l.endswith(" 1") for l in succ))
print("== 021 vmstat", 35045/1e4, 507162/1e4, 2.320168809e9/1e8)
print("== 022 conntrack", 123/65536*100)
print("== 024 filefd", 1024/1.631329e6*100)
print("== 026 wlan0", 10437182923/GiB, "docker0", 64910168/MiB, 2681662018/GiB)
def cnt(p, a, b, pat):
    return sum(1 for l in rng(p, a, b) if re.search(pat, l))
print("== 027 linux")
print(cnt("loghub/Linux/Linux_2k.log", 1200, 1240, "authentication failure.*150.183.249.110"),
      cnt("loghub/Linux/Linux_2k.log", 1200, 1240, "authentication failure.*211.214.161.141"),
      cnt("loghub/Linux/Linux_2k.log", 1200, 1240, "authentication failure.*82.77.200.128"))
print("== 028 linux", cnt("loghub/Linux/Linux_2k.log", 1560, 1596, "ftpd.*211.72.151.162"),
      cnt("loghub/Linux/Linux_2k.log", 1560, 1596, "authentication failure.*ebix"),
      cnt("loghub/Linux/Linux_2k.log", 1560, 1596, "check pass; user unknown"))
print("== 029 linux", cnt("loghub/Linux/Linux_2k.log", 1763, 1781, "211.107.232.1"), cnt("loghub/Linux/Linux_2k.log", 1787, 1800, "206.47.209.10"))
print("== 030 ssh", cnt("loghub/OpenSSH/OpenSSH_2k.log", 860, 900, "Failed password for invalid user"), cnt("loghub/OpenSSH/OpenSSH_2k.log", 860, 900, "POSSIBLE BREAK-IN"))
print("== 031 ssh", cnt("loghub/OpenSSH/OpenSSH_2k.log", 1410, 1445, "Failed password for root"), "span 10:58:43->10:59:07 =", 24, "s")
print("== 033 hdfs", cnt("loghub/HDFS/HDFS_2k.log", 1105, 1130, " WARN "), cnt("loghub/HDFS/HDFS_2k.log", 1105, 1130, "Served block"))
print("== 034 hdfs", cnt("loghub/HDFS/HDFS_2k.log", 780, 805, " WARN "))
print("== 035 hdfs", cnt("loghub/HDFS/HDFS_2k.log", 1310, 1340, " WARN | ERROR "), 67108864/MiB, 28482383/MiB)
print("== 036 zk", cnt("loghub/Zookeeper/Zookeeper_2k.log", 1480, 1519, "Connection broken"), cnt("loghub/Zookeeper/Zookeeper_2k.log", 1480, 1519, "Received connection request"), cnt("loghub/Zookeeper/Zookeeper_2k.log", 1480, 1519, " WARN "))
print("== 038 zk", cnt("loghub/Zookeeper/Zookeeper_2k.log", 1700, 1730, "Interrupting SendWorker"), cnt("loghub/Zookeeper/Zookeeper_2k.log", 1700, 1730, " WARN "))
print("== 039 hadoop", cnt("loghub/Hadoop/Hadoop_2k.log", 1016, 1042, "ERROR"))
print("== 040 hadoop", cnt("loghub/Hadoop/Hadoop_2k.log", 848, 877, "Failed to renew lease"))
t = datetime.datetime(2026, 12, 3, 9, 20, tzinfo=datetime.timezone.utc).timestamp(); print("eval ts", t)
