{{/* Labels every object of the release carries. */}}
{{- define "serbench.labels" -}}
app.kubernetes.io/part-of: serbench
app.kubernetes.io/instance: {{ .Release.Name }}
app.kubernetes.io/managed-by: {{ .Release.Service }}
helm.sh/chart: {{ .Chart.Name }}-{{ .Chart.Version }}
{{- end -}}

{{/* Selects the pods of one side: component is "service", "orchestrator" or "results". */}}
{{- define "serbench.selector" -}}
app.kubernetes.io/instance: {{ .root.Release.Name }}
app.kubernetes.io/component: {{ .component }}
{{- end -}}

{{/* <registry>/<repository>:<tag>; no registry: the local name docker compose build gives. */}}
{{- define "serbench.image" -}}
{{- $registry := trimSuffix "/" .root.Values.image.registry -}}
{{- if $registry }}{{ $registry }}/{{ end }}{{ .repository }}:{{ .root.Values.image.tag }}
{{- end -}}

{{/* The frameworks of this release, comma-separated, sorted: .Values.only, or all of them. */}}
{{- define "serbench.selected" -}}
{{- range .Values.only }}
{{- if not (hasKey $.Values.frameworks .) }}
{{- fail (printf "only: unknown framework %q; known: %s" . (keys $.Values.frameworks | sortAlpha | join ", ")) }}
{{- end }}
{{- end }}
{{- $names := list }}
{{- range $name, $_ := .Values.frameworks }}
{{- if or (not $.Values.only) (has $name $.Values.only) }}
{{- $names = append $names $name }}
{{- end }}
{{- end }}
{{- join "," $names }}
{{- end -}}

{{/* Keeps a pod off every node where a pod of the given components runs (placement.separateNodes). */}}
{{- define "serbench.awayFrom" -}}
podAntiAffinity:
  requiredDuringSchedulingIgnoredDuringExecution:
    - topologyKey: kubernetes.io/hostname
      labelSelector:
        matchExpressions:
          - key: app.kubernetes.io/instance
            operator: In
            values: [{{ .root.Release.Name | quote }}]
          - key: app.kubernetes.io/component
            operator: In
            values: [{{ range $i, $c := .components }}{{ if $i }}, {{ end }}{{ $c | quote }}{{ end }}]
{{- end -}}
