yarn org.apache.hadoop.yarn.applications.distributedshell.Client \
  -jar "$DISTRIBUTED_SHELL_JAR" \
  -appname zk-ensemble -queue b2 \
  -shell_command sleep -shell_args 600 \
  -container_memory 1024 -container_vcores 1 \
  -placement_spec 'zk(3),NOTIN,NODE,zk:client(2),IN,RACK,zk'
