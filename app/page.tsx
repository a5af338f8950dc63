import { ChatApp } from "@/components/app/chat-app";

// A new, empty chat. Sending the first message creates the conversation and moves to /c/[id].
export default function HomePage() {
  return <ChatApp />;
}
